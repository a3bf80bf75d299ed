; ModuleID = 'split_module'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) writeonly captures(none), i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: nounwind
define ptx_kernel void @gemm_fusion_dot_22(ptr noalias align 16 dereferenceable(512) %arg0, ptr noalias align 256 dereferenceable(524288) %arg1, ptr noalias align 16 dereferenceable(512) %arg2, ptr noalias align 16 dereferenceable(262144) %arg3, ptr noalias align 256 dereferenceable(2097152) %arg4) local_unnamed_addr #4 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = addrspacecast ptr %arg3 to ptr addrspace(1)
  %5 = addrspacecast ptr %arg4 to ptr addrspace(1)
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = lshr i32 %7, 2
  %9 = and i32 %7, 7
  %10 = shl i32 %9, 1
  %11 = and i32 %7, 3
  %12 = shl i32 %11, 2
  %13 = zext i32 %8 to i64
  %14 = zext i32 %12 to i64
  %15 = zext i32 %6 to i64
  %16 = lshr i64 %15, 6
  %17 = and i64 %15, 63
  %18 = shl i32 %7, 4
  %19 = and i32 %18, 896
  %invariant.gep = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %14
  %invariant.gep6 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %14
  %20 = shl nuw nsw i32 %11, 4
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %21
  %23 = shl nuw nsw i32 %7, 1
  %24 = and i32 %23, 48
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %25
  %.idx3 = shl i64 %16, 13
  %27 = getelementptr i8, ptr addrspace(1) %2, i64 %.idx3
  %.idx4 = shl i64 %13, 9
  %invariant.gep8 = getelementptr i8, ptr addrspace(1) %27, i64 %.idx4
  %invariant.gep10 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep8, i64 %14
  %28 = xor i32 %24, %18
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %29
  %31 = shl nuw nsw i32 %7, 6
  %32 = and i32 %31, 960
  %33 = shl nuw nsw i32 %7, 3
  %34 = and i32 %33, 48
  %35 = and i32 %7, 16
  %36 = xor i32 %34, %35
  %37 = or disjoint i32 %36, %32
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %38
  %40 = xor i32 %37, 32
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %41
  %.idx5 = shl i64 %17, 12
  %43 = and i32 %7, 48
  %44 = xor i32 %33, %43
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %45
  %47 = shl nuw nsw i32 %9, 6
  %48 = xor i32 %34, %24
  %49 = or disjoint i32 %48, %47
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %50
  %52 = add i32 %19, %10
  %53 = zext nneg i32 %52 to i64
  %54 = shl nuw nsw i64 %53, 2
  %55 = add i64 %.idx5, %54
  %scevgep = getelementptr i8, ptr addrspace(1) %4, i64 %55
  br label %56

56:                                               ; preds = %0, %56
  %lsr.iv = phi i64 [ 0, %0 ], [ %lsr.iv.next, %56 ]
  %57 = phi { float, float, float, float } [ zeroinitializer, %0 ], [ %192, %56 ]
  %scevgep32 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %lsr.iv
  %58 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %scevgep32) #5
  %59 = extractvalue { i32, i32, i32, i32 } %58, 0
  %60 = extractvalue { i32, i32, i32, i32 } %58, 1
  %61 = extractvalue { i32, i32, i32, i32 } %58, 2
  %62 = extractvalue { i32, i32, i32, i32 } %58, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %63 = insertelement <4 x i32> poison, i32 %59, i64 0
  %64 = insertelement <4 x i32> %63, i32 %60, i64 1
  %65 = insertelement <4 x i32> %64, i32 %61, i64 2
  %66 = insertelement <4 x i32> %65, i32 %62, i64 3
  store <4 x i32> %66, ptr addrspace(3) %22, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %67 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %26)
  %68 = extractvalue { i32, i32, i32, i32 } %67, 0
  %69 = bitcast i32 %68 to float
  %70 = extractvalue { i32, i32, i32, i32 } %67, 1
  %71 = bitcast i32 %70 to float
  %72 = extractvalue { i32, i32, i32, i32 } %67, 2
  %73 = bitcast i32 %72 to float
  %74 = extractvalue { i32, i32, i32, i32 } %67, 3
  %75 = bitcast i32 %74 to float
  %scevgep30 = getelementptr i8, ptr addrspace(1) %invariant.gep10, i64 %lsr.iv
  %76 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %scevgep30) #5
  %77 = extractvalue { i32, i32, i32, i32 } %76, 0
  %78 = extractvalue { i32, i32, i32, i32 } %76, 1
  %79 = extractvalue { i32, i32, i32, i32 } %76, 2
  %80 = extractvalue { i32, i32, i32, i32 } %76, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %81 = insertelement <4 x i32> poison, i32 %77, i64 0
  %82 = insertelement <4 x i32> %81, i32 %78, i64 1
  %83 = insertelement <4 x i32> %82, i32 %79, i64 2
  %84 = insertelement <4 x i32> %83, i32 %80, i64 3
  store <4 x i32> %84, ptr addrspace(3) %30, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %85 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %39)
  %86 = extractvalue { i32, i32, i32, i32 } %85, 0
  %87 = bitcast i32 %86 to float
  %88 = extractvalue { i32, i32, i32, i32 } %85, 1
  %89 = bitcast i32 %88 to float
  %90 = extractvalue { i32, i32, i32, i32 } %85, 2
  %91 = bitcast i32 %90 to float
  %92 = extractvalue { i32, i32, i32, i32 } %85, 3
  %93 = bitcast i32 %92 to float
  %94 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %42)
  %95 = extractvalue { i32, i32, i32, i32 } %94, 0
  %96 = bitcast i32 %95 to float
  %97 = extractvalue { i32, i32, i32, i32 } %94, 1
  %98 = bitcast i32 %97 to float
  %99 = extractvalue { i32, i32, i32, i32 } %94, 2
  %100 = bitcast i32 %99 to float
  %101 = extractvalue { i32, i32, i32, i32 } %94, 3
  %102 = bitcast i32 %101 to float
  %scevgep31 = getelementptr i8, ptr addrspace(1) %invariant.gep6, i64 %lsr.iv
  %103 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %scevgep31) #5
  %104 = extractvalue { i32, i32, i32, i32 } %103, 0
  %105 = extractvalue { i32, i32, i32, i32 } %103, 1
  %106 = extractvalue { i32, i32, i32, i32 } %103, 2
  %107 = extractvalue { i32, i32, i32, i32 } %103, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %108 = insertelement <4 x i32> poison, i32 %104, i64 0
  %109 = insertelement <4 x i32> %108, i32 %105, i64 1
  %110 = insertelement <4 x i32> %109, i32 %106, i64 2
  %111 = insertelement <4 x i32> %110, i32 %107, i64 3
  store <4 x i32> %111, ptr addrspace(3) %22, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %112 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %26)
  %113 = extractvalue { i32, i32, i32, i32 } %112, 0
  %114 = bitcast i32 %113 to float
  %115 = extractvalue { i32, i32, i32, i32 } %112, 1
  %116 = bitcast i32 %115 to float
  %117 = extractvalue { i32, i32, i32, i32 } %112, 2
  %118 = bitcast i32 %117 to float
  %119 = extractvalue { i32, i32, i32, i32 } %112, 3
  %120 = bitcast i32 %119 to float
  %121 = fmul float %87, %114
  %122 = fmul float %89, %114
  %123 = fmul float %91, %116
  %124 = fmul float %93, %116
  %125 = fmul float %96, %118
  %126 = fmul float %98, %118
  %127 = fmul float %100, %120
  %128 = fmul float %102, %120
  %129 = fadd float %121, %69
  %130 = fadd float %122, %69
  %131 = fadd float %123, %71
  %132 = fadd float %124, %71
  %133 = fadd float %125, %73
  %134 = fadd float %126, %73
  %135 = fadd float %127, %75
  %136 = fadd float %128, %75
  %scevgep29 = getelementptr i8, ptr addrspace(1) %scevgep, i64 %lsr.iv
  %137 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l"(ptr addrspace(1) %scevgep29) #5
  %138 = extractvalue { i32, i32 } %137, 0
  %139 = extractvalue { i32, i32 } %137, 1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %140 = insertelement <2 x i32> poison, i32 %138, i64 0
  %141 = insertelement <2 x i32> %140, i32 %139, i64 1
  store <2 x i32> %141, ptr addrspace(3) %46, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %142 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %51)
  %143 = extractvalue { i32, i32, i32, i32 } %142, 0
  %144 = bitcast i32 %143 to float
  %145 = extractvalue { i32, i32, i32, i32 } %142, 1
  %146 = bitcast i32 %145 to float
  %147 = extractvalue { i32, i32, i32, i32 } %142, 2
  %148 = bitcast i32 %147 to float
  %149 = extractvalue { i32, i32, i32, i32 } %142, 3
  %150 = bitcast i32 %149 to float
  %151 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %129) #5
  %152 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %130) #5
  %153 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %131) #5
  %154 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %132) #5
  %155 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %133) #5
  %156 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %134) #5
  %157 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %135) #5
  %158 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %136) #5
  %159 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %144) #5
  %160 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %146) #5
  %161 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %148) #5
  %162 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %150) #5
  %163 = bitcast float %151 to i32
  %164 = bitcast float %152 to i32
  %165 = bitcast float %153 to i32
  %166 = bitcast float %154 to i32
  %167 = bitcast float %155 to i32
  %168 = bitcast float %156 to i32
  %169 = bitcast float %157 to i32
  %170 = bitcast float %158 to i32
  %171 = bitcast float %159 to i32
  %172 = bitcast float %160 to i32
  %173 = bitcast float %161 to i32
  %174 = bitcast float %162 to i32
  %175 = extractvalue { float, float, float, float } %57, 0
  %176 = extractvalue { float, float, float, float } %57, 1
  %177 = extractvalue { float, float, float, float } %57, 2
  %178 = extractvalue { float, float, float, float } %57, 3
  %179 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %175, float %176, float %177, float %178, i32 %163, i32 %164, i32 %165, i32 %166, i32 %171, i32 %172) #5
  %180 = extractvalue { float, float, float, float } %179, 0
  %181 = extractvalue { float, float, float, float } %179, 1
  %182 = extractvalue { float, float, float, float } %179, 2
  %183 = extractvalue { float, float, float, float } %179, 3
  %184 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %180, float %181, float %182, float %183, i32 %167, i32 %168, i32 %169, i32 %170, i32 %173, i32 %174) #5
  %185 = extractvalue { float, float, float, float } %184, 0
  %186 = extractvalue { float, float, float, float } %184, 1
  %187 = extractvalue { float, float, float, float } %184, 2
  %188 = extractvalue { float, float, float, float } %184, 3
  %189 = insertvalue { float, float, float, float } undef, float %185, 0
  %190 = insertvalue { float, float, float, float } %189, float %186, 1
  %191 = insertvalue { float, float, float, float } %190, float %187, 2
  %192 = insertvalue { float, float, float, float } %191, float %188, 3
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %tmp = trunc i64 %lsr.iv.next to i32
  %exitcond.not = icmp eq i32 %tmp, 512
  br i1 %exitcond.not, label %193, label %56

193:                                              ; preds = %56
  %194 = shl nuw nsw i32 %11, 1
  %195 = zext nneg i32 %194 to i64
  %.idx = shl nuw nsw i64 %17, 5
  %196 = getelementptr i8, ptr addrspace(1) %5, i64 %.idx
  %.idx1 = shl nuw nsw i64 %16, 15
  %197 = getelementptr i8, ptr addrspace(1) %196, i64 %.idx1
  %.idx2 = shl nuw nsw i64 %13, 11
  %198 = getelementptr i8, ptr addrspace(1) %197, i64 %.idx2
  %199 = getelementptr [4 x i8], ptr addrspace(1) %198, i64 %195
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %200 = shl nuw nsw i32 %9, 4
  %201 = shl nuw nsw i32 %7, 5
  %202 = and i32 %201, 256
  %203 = and i32 %33, 128
  %204 = or disjoint i32 %200, %203
  %205 = or disjoint i32 %204, %202
  %206 = zext nneg i32 %205 to i64
  %207 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %206
  %208 = bitcast float %185 to i32
  %209 = bitcast float %186 to i32
  %210 = bitcast float %187 to i32
  %211 = bitcast float %188 to i32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %207, i32 %208, i32 %209, i32 %210, i32 %211)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %212 = lshr i32 %7, 1
  %213 = or i32 %212, %7
  %214 = and i32 %18, 112
  %215 = shl nuw nsw i32 %213, 3
  %216 = and i32 %215, 128
  %217 = or disjoint i32 %214, %216
  %218 = or disjoint i32 %217, %202
  %219 = zext nneg i32 %218 to i64
  %220 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %219
  %221 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %220)
  %222 = extractvalue { i32, i32 } %221, 0
  %223 = extractvalue { i32, i32 } %221, 1
  tail call void asm sideeffect "st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l"(i32 %222, i32 %223, ptr addrspace(1) %199) #5
  ret void
}

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nocallback nounwind memory(argmem: write) }
attributes #3 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { nounwind "nvvm.reqntid"="64,1,1" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
