; ModuleID = 'LLVMDialectModule'
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

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #2

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) writeonly captures(none), i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) readonly captures(none)) #2

; Function Attrs: nounwind
define ptx_kernel void @gemm_fusion_dot_1(ptr noalias align 16 dereferenceable(512) %arg0, ptr noalias align 256 dereferenceable(524288) %arg1, ptr noalias align 16 dereferenceable(512) %arg2, ptr noalias align 16 dereferenceable(65536) %arg3, ptr noalias align 16 dereferenceable(65536) %arg4, ptr noalias align 16 dereferenceable(65536) %arg5, ptr noalias align 256 dereferenceable(1572864) %arg6) local_unnamed_addr #4 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = addrspacecast ptr %arg4 to ptr addrspace(1)
  %5 = addrspacecast ptr %arg5 to ptr addrspace(1)
  %6 = addrspacecast ptr %arg3 to ptr addrspace(1)
  %7 = addrspacecast ptr %arg6 to ptr addrspace(1)
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = lshr i32 %9, 2
  %11 = and i32 %9, 7
  %12 = shl i32 %11, 1
  %13 = and i32 %9, 3
  %14 = shl i32 %13, 2
  %15 = zext i32 %10 to i64
  %16 = zext i32 %14 to i64
  %17 = udiv i32 %8, 48
  %.zext = zext i32 %17 to i64
  %18 = mul i32 %17, 48
  %.decomposed = sub i32 %8, %18
  %.zext10 = zext nneg i32 %.decomposed to i64
  %19 = icmp samesign ult i32 %.decomposed, 16
  %20 = shl i32 %9, 4
  %21 = and i32 %20, 896
  %invariant.gep29 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %16
  %invariant.gep31 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %16
  %22 = shl nuw nsw i32 %13, 4
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %23
  %25 = shl nuw nsw i32 %9, 1
  %26 = and i32 %25, 48
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %27
  %.idx = shl i64 %.zext, 13
  %29 = getelementptr i8, ptr addrspace(1) %2, i64 %.idx
  %.idx46 = shl i64 %15, 9
  %30 = getelementptr i8, ptr addrspace(1) %29, i64 %.idx46
  %invariant.gep33 = getelementptr [4 x i8], ptr addrspace(1) %30, i64 %16
  %31 = xor i32 %26, %20
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %32
  %34 = shl nuw nsw i32 %9, 6
  %35 = and i32 %34, 960
  %36 = shl nuw nsw i32 %9, 3
  %37 = and i32 %36, 48
  %38 = and i32 %9, 16
  %39 = xor i32 %37, %38
  %40 = or disjoint i32 %39, %35
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %41
  %43 = xor i32 %40, 32
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %44
  br i1 %19, label %46, label %201

46:                                               ; preds = %0
  %47 = and i32 %9, 48
  %48 = xor i32 %36, %47
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %49
  %51 = shl nuw nsw i32 %11, 6
  %52 = xor i32 %37, %26
  %53 = or disjoint i32 %52, %51
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %54
  %56 = zext nneg i32 %8 to i64
  %57 = shl nuw nsw i64 %56, 12
  %58 = add i32 %21, %12
  %59 = zext nneg i32 %58 to i64
  %60 = shl nuw nsw i64 %59, 2
  %61 = add i64 %57, %60
  %62 = mul nuw nsw i64 %.zext, 196608
  %63 = sub i64 %61, %62
  %scevgep = getelementptr i8, ptr addrspace(1) %6, i64 %63
  br label %64

64:                                               ; preds = %46, %64
  %lsr.iv = phi i64 [ 0, %46 ], [ %lsr.iv.next, %64 ]
  %65 = phi { float, float, float, float } [ zeroinitializer, %46 ], [ %200, %64 ]
  %scevgep66 = getelementptr i8, ptr addrspace(1) %invariant.gep29, i64 %lsr.iv
  %66 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %scevgep66) #5
  %67 = extractvalue { i32, i32, i32, i32 } %66, 0
  %68 = extractvalue { i32, i32, i32, i32 } %66, 1
  %69 = extractvalue { i32, i32, i32, i32 } %66, 2
  %70 = extractvalue { i32, i32, i32, i32 } %66, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %71 = insertelement <4 x i32> poison, i32 %67, i64 0
  %72 = insertelement <4 x i32> %71, i32 %68, i64 1
  %73 = insertelement <4 x i32> %72, i32 %69, i64 2
  %74 = insertelement <4 x i32> %73, i32 %70, i64 3
  store <4 x i32> %74, ptr addrspace(3) %24, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %75 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %28)
  %76 = extractvalue { i32, i32, i32, i32 } %75, 0
  %77 = bitcast i32 %76 to float
  %78 = extractvalue { i32, i32, i32, i32 } %75, 1
  %79 = bitcast i32 %78 to float
  %80 = extractvalue { i32, i32, i32, i32 } %75, 2
  %81 = bitcast i32 %80 to float
  %82 = extractvalue { i32, i32, i32, i32 } %75, 3
  %83 = bitcast i32 %82 to float
  %scevgep64 = getelementptr i8, ptr addrspace(1) %invariant.gep33, i64 %lsr.iv
  %84 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %scevgep64) #5
  %85 = extractvalue { i32, i32, i32, i32 } %84, 0
  %86 = extractvalue { i32, i32, i32, i32 } %84, 1
  %87 = extractvalue { i32, i32, i32, i32 } %84, 2
  %88 = extractvalue { i32, i32, i32, i32 } %84, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %89 = insertelement <4 x i32> poison, i32 %85, i64 0
  %90 = insertelement <4 x i32> %89, i32 %86, i64 1
  %91 = insertelement <4 x i32> %90, i32 %87, i64 2
  %92 = insertelement <4 x i32> %91, i32 %88, i64 3
  store <4 x i32> %92, ptr addrspace(3) %33, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %93 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %42)
  %94 = extractvalue { i32, i32, i32, i32 } %93, 0
  %95 = bitcast i32 %94 to float
  %96 = extractvalue { i32, i32, i32, i32 } %93, 1
  %97 = bitcast i32 %96 to float
  %98 = extractvalue { i32, i32, i32, i32 } %93, 2
  %99 = bitcast i32 %98 to float
  %100 = extractvalue { i32, i32, i32, i32 } %93, 3
  %101 = bitcast i32 %100 to float
  %102 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %45)
  %103 = extractvalue { i32, i32, i32, i32 } %102, 0
  %104 = bitcast i32 %103 to float
  %105 = extractvalue { i32, i32, i32, i32 } %102, 1
  %106 = bitcast i32 %105 to float
  %107 = extractvalue { i32, i32, i32, i32 } %102, 2
  %108 = bitcast i32 %107 to float
  %109 = extractvalue { i32, i32, i32, i32 } %102, 3
  %110 = bitcast i32 %109 to float
  %scevgep65 = getelementptr i8, ptr addrspace(1) %invariant.gep31, i64 %lsr.iv
  %111 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %scevgep65) #5
  %112 = extractvalue { i32, i32, i32, i32 } %111, 0
  %113 = extractvalue { i32, i32, i32, i32 } %111, 1
  %114 = extractvalue { i32, i32, i32, i32 } %111, 2
  %115 = extractvalue { i32, i32, i32, i32 } %111, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %116 = insertelement <4 x i32> poison, i32 %112, i64 0
  %117 = insertelement <4 x i32> %116, i32 %113, i64 1
  %118 = insertelement <4 x i32> %117, i32 %114, i64 2
  %119 = insertelement <4 x i32> %118, i32 %115, i64 3
  store <4 x i32> %119, ptr addrspace(3) %24, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %120 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %28)
  %121 = extractvalue { i32, i32, i32, i32 } %120, 0
  %122 = bitcast i32 %121 to float
  %123 = extractvalue { i32, i32, i32, i32 } %120, 1
  %124 = bitcast i32 %123 to float
  %125 = extractvalue { i32, i32, i32, i32 } %120, 2
  %126 = bitcast i32 %125 to float
  %127 = extractvalue { i32, i32, i32, i32 } %120, 3
  %128 = bitcast i32 %127 to float
  %129 = fmul float %95, %122
  %130 = fmul float %97, %122
  %131 = fmul float %99, %124
  %132 = fmul float %101, %124
  %133 = fmul float %104, %126
  %134 = fmul float %106, %126
  %135 = fmul float %108, %128
  %136 = fmul float %110, %128
  %137 = fadd float %129, %77
  %138 = fadd float %130, %77
  %139 = fadd float %131, %79
  %140 = fadd float %132, %79
  %141 = fadd float %133, %81
  %142 = fadd float %134, %81
  %143 = fadd float %135, %83
  %144 = fadd float %136, %83
  %scevgep63 = getelementptr i8, ptr addrspace(1) %scevgep, i64 %lsr.iv
  %145 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l"(ptr addrspace(1) %scevgep63) #5
  %146 = extractvalue { i32, i32 } %145, 0
  %147 = extractvalue { i32, i32 } %145, 1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %148 = insertelement <2 x i32> poison, i32 %146, i64 0
  %149 = insertelement <2 x i32> %148, i32 %147, i64 1
  store <2 x i32> %149, ptr addrspace(3) %50, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %150 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %55)
  %151 = extractvalue { i32, i32, i32, i32 } %150, 0
  %152 = bitcast i32 %151 to float
  %153 = extractvalue { i32, i32, i32, i32 } %150, 1
  %154 = bitcast i32 %153 to float
  %155 = extractvalue { i32, i32, i32, i32 } %150, 2
  %156 = bitcast i32 %155 to float
  %157 = extractvalue { i32, i32, i32, i32 } %150, 3
  %158 = bitcast i32 %157 to float
  %159 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %137) #5
  %160 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %138) #5
  %161 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %139) #5
  %162 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %140) #5
  %163 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %141) #5
  %164 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %142) #5
  %165 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %143) #5
  %166 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %144) #5
  %167 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %152) #5
  %168 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %154) #5
  %169 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %156) #5
  %170 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %158) #5
  %171 = bitcast float %159 to i32
  %172 = bitcast float %160 to i32
  %173 = bitcast float %161 to i32
  %174 = bitcast float %162 to i32
  %175 = bitcast float %163 to i32
  %176 = bitcast float %164 to i32
  %177 = bitcast float %165 to i32
  %178 = bitcast float %166 to i32
  %179 = bitcast float %167 to i32
  %180 = bitcast float %168 to i32
  %181 = bitcast float %169 to i32
  %182 = bitcast float %170 to i32
  %183 = extractvalue { float, float, float, float } %65, 0
  %184 = extractvalue { float, float, float, float } %65, 1
  %185 = extractvalue { float, float, float, float } %65, 2
  %186 = extractvalue { float, float, float, float } %65, 3
  %187 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %183, float %184, float %185, float %186, i32 %171, i32 %172, i32 %173, i32 %174, i32 %179, i32 %180) #5
  %188 = extractvalue { float, float, float, float } %187, 0
  %189 = extractvalue { float, float, float, float } %187, 1
  %190 = extractvalue { float, float, float, float } %187, 2
  %191 = extractvalue { float, float, float, float } %187, 3
  %192 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %188, float %189, float %190, float %191, i32 %175, i32 %176, i32 %177, i32 %178, i32 %181, i32 %182) #5
  %193 = extractvalue { float, float, float, float } %192, 0
  %194 = extractvalue { float, float, float, float } %192, 1
  %195 = extractvalue { float, float, float, float } %192, 2
  %196 = extractvalue { float, float, float, float } %192, 3
  %197 = insertvalue { float, float, float, float } undef, float %193, 0
  %198 = insertvalue { float, float, float, float } %197, float %194, 1
  %199 = insertvalue { float, float, float, float } %198, float %195, 2
  %200 = insertvalue { float, float, float, float } %199, float %196, 3
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %tmp = trunc i64 %lsr.iv.next to i32
  %exitcond42.not = icmp eq i32 %tmp, 512
  br i1 %exitcond42.not, label %.loopexit, label %64

201:                                              ; preds = %0
  %202 = trunc i64 %.zext10 to i32
  %203 = icmp samesign ult i32 %202, 32
  %204 = and i32 %9, 48
  %205 = xor i32 %36, %204
  %206 = zext nneg i32 %205 to i64
  %207 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %206
  %208 = shl nuw nsw i32 %11, 6
  %209 = xor i32 %37, %26
  %210 = or disjoint i32 %209, %208
  %211 = zext nneg i32 %210 to i64
  %212 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %211
  br i1 %203, label %213, label %360

213:                                              ; preds = %201
  %214 = zext nneg i32 %8 to i64
  %215 = shl nuw nsw i64 %214, 12
  %216 = add i32 %21, %12
  %217 = zext nneg i32 %216 to i64
  %218 = shl nuw nsw i64 %217, 2
  %219 = add i64 %215, %218
  %220 = add i64 %219, -65536
  %221 = mul nuw nsw i64 %.zext, 196608
  %222 = sub i64 %220, %221
  %scevgep70 = getelementptr i8, ptr addrspace(1) %4, i64 %222
  br label %223

223:                                              ; preds = %213, %223
  %lsr.iv67 = phi i64 [ 0, %213 ], [ %lsr.iv.next68, %223 ]
  %224 = phi { float, float, float, float } [ zeroinitializer, %213 ], [ %359, %223 ]
  %scevgep74 = getelementptr i8, ptr addrspace(1) %invariant.gep29, i64 %lsr.iv67
  %225 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %scevgep74) #5
  %226 = extractvalue { i32, i32, i32, i32 } %225, 0
  %227 = extractvalue { i32, i32, i32, i32 } %225, 1
  %228 = extractvalue { i32, i32, i32, i32 } %225, 2
  %229 = extractvalue { i32, i32, i32, i32 } %225, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %230 = insertelement <4 x i32> poison, i32 %226, i64 0
  %231 = insertelement <4 x i32> %230, i32 %227, i64 1
  %232 = insertelement <4 x i32> %231, i32 %228, i64 2
  %233 = insertelement <4 x i32> %232, i32 %229, i64 3
  store <4 x i32> %233, ptr addrspace(3) %24, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %234 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %28)
  %235 = extractvalue { i32, i32, i32, i32 } %234, 0
  %236 = bitcast i32 %235 to float
  %237 = extractvalue { i32, i32, i32, i32 } %234, 1
  %238 = bitcast i32 %237 to float
  %239 = extractvalue { i32, i32, i32, i32 } %234, 2
  %240 = bitcast i32 %239 to float
  %241 = extractvalue { i32, i32, i32, i32 } %234, 3
  %242 = bitcast i32 %241 to float
  %scevgep72 = getelementptr i8, ptr addrspace(1) %invariant.gep33, i64 %lsr.iv67
  %243 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %scevgep72) #5
  %244 = extractvalue { i32, i32, i32, i32 } %243, 0
  %245 = extractvalue { i32, i32, i32, i32 } %243, 1
  %246 = extractvalue { i32, i32, i32, i32 } %243, 2
  %247 = extractvalue { i32, i32, i32, i32 } %243, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %248 = insertelement <4 x i32> poison, i32 %244, i64 0
  %249 = insertelement <4 x i32> %248, i32 %245, i64 1
  %250 = insertelement <4 x i32> %249, i32 %246, i64 2
  %251 = insertelement <4 x i32> %250, i32 %247, i64 3
  store <4 x i32> %251, ptr addrspace(3) %33, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %252 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %42)
  %253 = extractvalue { i32, i32, i32, i32 } %252, 0
  %254 = bitcast i32 %253 to float
  %255 = extractvalue { i32, i32, i32, i32 } %252, 1
  %256 = bitcast i32 %255 to float
  %257 = extractvalue { i32, i32, i32, i32 } %252, 2
  %258 = bitcast i32 %257 to float
  %259 = extractvalue { i32, i32, i32, i32 } %252, 3
  %260 = bitcast i32 %259 to float
  %261 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %45)
  %262 = extractvalue { i32, i32, i32, i32 } %261, 0
  %263 = bitcast i32 %262 to float
  %264 = extractvalue { i32, i32, i32, i32 } %261, 1
  %265 = bitcast i32 %264 to float
  %266 = extractvalue { i32, i32, i32, i32 } %261, 2
  %267 = bitcast i32 %266 to float
  %268 = extractvalue { i32, i32, i32, i32 } %261, 3
  %269 = bitcast i32 %268 to float
  %scevgep73 = getelementptr i8, ptr addrspace(1) %invariant.gep31, i64 %lsr.iv67
  %270 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %scevgep73) #5
  %271 = extractvalue { i32, i32, i32, i32 } %270, 0
  %272 = extractvalue { i32, i32, i32, i32 } %270, 1
  %273 = extractvalue { i32, i32, i32, i32 } %270, 2
  %274 = extractvalue { i32, i32, i32, i32 } %270, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %275 = insertelement <4 x i32> poison, i32 %271, i64 0
  %276 = insertelement <4 x i32> %275, i32 %272, i64 1
  %277 = insertelement <4 x i32> %276, i32 %273, i64 2
  %278 = insertelement <4 x i32> %277, i32 %274, i64 3
  store <4 x i32> %278, ptr addrspace(3) %24, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %279 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %28)
  %280 = extractvalue { i32, i32, i32, i32 } %279, 0
  %281 = bitcast i32 %280 to float
  %282 = extractvalue { i32, i32, i32, i32 } %279, 1
  %283 = bitcast i32 %282 to float
  %284 = extractvalue { i32, i32, i32, i32 } %279, 2
  %285 = bitcast i32 %284 to float
  %286 = extractvalue { i32, i32, i32, i32 } %279, 3
  %287 = bitcast i32 %286 to float
  %288 = fmul float %254, %281
  %289 = fmul float %256, %281
  %290 = fmul float %258, %283
  %291 = fmul float %260, %283
  %292 = fmul float %263, %285
  %293 = fmul float %265, %285
  %294 = fmul float %267, %287
  %295 = fmul float %269, %287
  %296 = fadd float %288, %236
  %297 = fadd float %289, %236
  %298 = fadd float %290, %238
  %299 = fadd float %291, %238
  %300 = fadd float %292, %240
  %301 = fadd float %293, %240
  %302 = fadd float %294, %242
  %303 = fadd float %295, %242
  %scevgep71 = getelementptr i8, ptr addrspace(1) %scevgep70, i64 %lsr.iv67
  %304 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l"(ptr addrspace(1) %scevgep71) #5
  %305 = extractvalue { i32, i32 } %304, 0
  %306 = extractvalue { i32, i32 } %304, 1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %307 = insertelement <2 x i32> poison, i32 %305, i64 0
  %308 = insertelement <2 x i32> %307, i32 %306, i64 1
  store <2 x i32> %308, ptr addrspace(3) %207, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %309 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %212)
  %310 = extractvalue { i32, i32, i32, i32 } %309, 0
  %311 = bitcast i32 %310 to float
  %312 = extractvalue { i32, i32, i32, i32 } %309, 1
  %313 = bitcast i32 %312 to float
  %314 = extractvalue { i32, i32, i32, i32 } %309, 2
  %315 = bitcast i32 %314 to float
  %316 = extractvalue { i32, i32, i32, i32 } %309, 3
  %317 = bitcast i32 %316 to float
  %318 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %296) #5
  %319 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %297) #5
  %320 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %298) #5
  %321 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %299) #5
  %322 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %300) #5
  %323 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %301) #5
  %324 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %302) #5
  %325 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %303) #5
  %326 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %311) #5
  %327 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %313) #5
  %328 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %315) #5
  %329 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %317) #5
  %330 = bitcast float %318 to i32
  %331 = bitcast float %319 to i32
  %332 = bitcast float %320 to i32
  %333 = bitcast float %321 to i32
  %334 = bitcast float %322 to i32
  %335 = bitcast float %323 to i32
  %336 = bitcast float %324 to i32
  %337 = bitcast float %325 to i32
  %338 = bitcast float %326 to i32
  %339 = bitcast float %327 to i32
  %340 = bitcast float %328 to i32
  %341 = bitcast float %329 to i32
  %342 = extractvalue { float, float, float, float } %224, 0
  %343 = extractvalue { float, float, float, float } %224, 1
  %344 = extractvalue { float, float, float, float } %224, 2
  %345 = extractvalue { float, float, float, float } %224, 3
  %346 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %342, float %343, float %344, float %345, i32 %330, i32 %331, i32 %332, i32 %333, i32 %338, i32 %339) #5
  %347 = extractvalue { float, float, float, float } %346, 0
  %348 = extractvalue { float, float, float, float } %346, 1
  %349 = extractvalue { float, float, float, float } %346, 2
  %350 = extractvalue { float, float, float, float } %346, 3
  %351 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %347, float %348, float %349, float %350, i32 %334, i32 %335, i32 %336, i32 %337, i32 %340, i32 %341) #5
  %352 = extractvalue { float, float, float, float } %351, 0
  %353 = extractvalue { float, float, float, float } %351, 1
  %354 = extractvalue { float, float, float, float } %351, 2
  %355 = extractvalue { float, float, float, float } %351, 3
  %356 = insertvalue { float, float, float, float } undef, float %352, 0
  %357 = insertvalue { float, float, float, float } %356, float %353, 1
  %358 = insertvalue { float, float, float, float } %357, float %354, 2
  %359 = insertvalue { float, float, float, float } %358, float %355, 3
  %lsr.iv.next68 = add nuw nsw i64 %lsr.iv67, 64
  %tmp69 = trunc i64 %lsr.iv.next68 to i32
  %exitcond41.not = icmp eq i32 %tmp69, 512
  br i1 %exitcond41.not, label %.loopexit, label %223

360:                                              ; preds = %201
  %361 = zext nneg i32 %8 to i64
  %362 = shl nuw nsw i64 %361, 12
  %363 = add i32 %21, %12
  %364 = zext nneg i32 %363 to i64
  %365 = shl nuw nsw i64 %364, 2
  %366 = add i64 %362, %365
  %367 = add i64 %366, -131072
  %368 = mul nuw nsw i64 %.zext, 196608
  %369 = sub i64 %367, %368
  %scevgep78 = getelementptr i8, ptr addrspace(1) %5, i64 %369
  br label %370

370:                                              ; preds = %360, %370
  %lsr.iv75 = phi i64 [ 0, %360 ], [ %lsr.iv.next76, %370 ]
  %371 = phi { float, float, float, float } [ zeroinitializer, %360 ], [ %506, %370 ]
  %scevgep82 = getelementptr i8, ptr addrspace(1) %invariant.gep29, i64 %lsr.iv75
  %372 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %scevgep82) #5
  %373 = extractvalue { i32, i32, i32, i32 } %372, 0
  %374 = extractvalue { i32, i32, i32, i32 } %372, 1
  %375 = extractvalue { i32, i32, i32, i32 } %372, 2
  %376 = extractvalue { i32, i32, i32, i32 } %372, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %377 = insertelement <4 x i32> poison, i32 %373, i64 0
  %378 = insertelement <4 x i32> %377, i32 %374, i64 1
  %379 = insertelement <4 x i32> %378, i32 %375, i64 2
  %380 = insertelement <4 x i32> %379, i32 %376, i64 3
  store <4 x i32> %380, ptr addrspace(3) %24, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %381 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %28)
  %382 = extractvalue { i32, i32, i32, i32 } %381, 0
  %383 = bitcast i32 %382 to float
  %384 = extractvalue { i32, i32, i32, i32 } %381, 1
  %385 = bitcast i32 %384 to float
  %386 = extractvalue { i32, i32, i32, i32 } %381, 2
  %387 = bitcast i32 %386 to float
  %388 = extractvalue { i32, i32, i32, i32 } %381, 3
  %389 = bitcast i32 %388 to float
  %scevgep80 = getelementptr i8, ptr addrspace(1) %invariant.gep33, i64 %lsr.iv75
  %390 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %scevgep80) #5
  %391 = extractvalue { i32, i32, i32, i32 } %390, 0
  %392 = extractvalue { i32, i32, i32, i32 } %390, 1
  %393 = extractvalue { i32, i32, i32, i32 } %390, 2
  %394 = extractvalue { i32, i32, i32, i32 } %390, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %395 = insertelement <4 x i32> poison, i32 %391, i64 0
  %396 = insertelement <4 x i32> %395, i32 %392, i64 1
  %397 = insertelement <4 x i32> %396, i32 %393, i64 2
  %398 = insertelement <4 x i32> %397, i32 %394, i64 3
  store <4 x i32> %398, ptr addrspace(3) %33, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %399 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %42)
  %400 = extractvalue { i32, i32, i32, i32 } %399, 0
  %401 = bitcast i32 %400 to float
  %402 = extractvalue { i32, i32, i32, i32 } %399, 1
  %403 = bitcast i32 %402 to float
  %404 = extractvalue { i32, i32, i32, i32 } %399, 2
  %405 = bitcast i32 %404 to float
  %406 = extractvalue { i32, i32, i32, i32 } %399, 3
  %407 = bitcast i32 %406 to float
  %408 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %45)
  %409 = extractvalue { i32, i32, i32, i32 } %408, 0
  %410 = bitcast i32 %409 to float
  %411 = extractvalue { i32, i32, i32, i32 } %408, 1
  %412 = bitcast i32 %411 to float
  %413 = extractvalue { i32, i32, i32, i32 } %408, 2
  %414 = bitcast i32 %413 to float
  %415 = extractvalue { i32, i32, i32, i32 } %408, 3
  %416 = bitcast i32 %415 to float
  %scevgep81 = getelementptr i8, ptr addrspace(1) %invariant.gep31, i64 %lsr.iv75
  %417 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %scevgep81) #5
  %418 = extractvalue { i32, i32, i32, i32 } %417, 0
  %419 = extractvalue { i32, i32, i32, i32 } %417, 1
  %420 = extractvalue { i32, i32, i32, i32 } %417, 2
  %421 = extractvalue { i32, i32, i32, i32 } %417, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %422 = insertelement <4 x i32> poison, i32 %418, i64 0
  %423 = insertelement <4 x i32> %422, i32 %419, i64 1
  %424 = insertelement <4 x i32> %423, i32 %420, i64 2
  %425 = insertelement <4 x i32> %424, i32 %421, i64 3
  store <4 x i32> %425, ptr addrspace(3) %24, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %426 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %28)
  %427 = extractvalue { i32, i32, i32, i32 } %426, 0
  %428 = bitcast i32 %427 to float
  %429 = extractvalue { i32, i32, i32, i32 } %426, 1
  %430 = bitcast i32 %429 to float
  %431 = extractvalue { i32, i32, i32, i32 } %426, 2
  %432 = bitcast i32 %431 to float
  %433 = extractvalue { i32, i32, i32, i32 } %426, 3
  %434 = bitcast i32 %433 to float
  %435 = fmul float %401, %428
  %436 = fmul float %403, %428
  %437 = fmul float %405, %430
  %438 = fmul float %407, %430
  %439 = fmul float %410, %432
  %440 = fmul float %412, %432
  %441 = fmul float %414, %434
  %442 = fmul float %416, %434
  %443 = fadd float %435, %383
  %444 = fadd float %436, %383
  %445 = fadd float %437, %385
  %446 = fadd float %438, %385
  %447 = fadd float %439, %387
  %448 = fadd float %440, %387
  %449 = fadd float %441, %389
  %450 = fadd float %442, %389
  %scevgep79 = getelementptr i8, ptr addrspace(1) %scevgep78, i64 %lsr.iv75
  %451 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l"(ptr addrspace(1) %scevgep79) #5
  %452 = extractvalue { i32, i32 } %451, 0
  %453 = extractvalue { i32, i32 } %451, 1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %454 = insertelement <2 x i32> poison, i32 %452, i64 0
  %455 = insertelement <2 x i32> %454, i32 %453, i64 1
  store <2 x i32> %455, ptr addrspace(3) %207, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %456 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %212)
  %457 = extractvalue { i32, i32, i32, i32 } %456, 0
  %458 = bitcast i32 %457 to float
  %459 = extractvalue { i32, i32, i32, i32 } %456, 1
  %460 = bitcast i32 %459 to float
  %461 = extractvalue { i32, i32, i32, i32 } %456, 2
  %462 = bitcast i32 %461 to float
  %463 = extractvalue { i32, i32, i32, i32 } %456, 3
  %464 = bitcast i32 %463 to float
  %465 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %443) #5
  %466 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %444) #5
  %467 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %445) #5
  %468 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %446) #5
  %469 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %447) #5
  %470 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %448) #5
  %471 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %449) #5
  %472 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %450) #5
  %473 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %458) #5
  %474 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %460) #5
  %475 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %462) #5
  %476 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %464) #5
  %477 = bitcast float %465 to i32
  %478 = bitcast float %466 to i32
  %479 = bitcast float %467 to i32
  %480 = bitcast float %468 to i32
  %481 = bitcast float %469 to i32
  %482 = bitcast float %470 to i32
  %483 = bitcast float %471 to i32
  %484 = bitcast float %472 to i32
  %485 = bitcast float %473 to i32
  %486 = bitcast float %474 to i32
  %487 = bitcast float %475 to i32
  %488 = bitcast float %476 to i32
  %489 = extractvalue { float, float, float, float } %371, 0
  %490 = extractvalue { float, float, float, float } %371, 1
  %491 = extractvalue { float, float, float, float } %371, 2
  %492 = extractvalue { float, float, float, float } %371, 3
  %493 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %489, float %490, float %491, float %492, i32 %477, i32 %478, i32 %479, i32 %480, i32 %485, i32 %486) #5
  %494 = extractvalue { float, float, float, float } %493, 0
  %495 = extractvalue { float, float, float, float } %493, 1
  %496 = extractvalue { float, float, float, float } %493, 2
  %497 = extractvalue { float, float, float, float } %493, 3
  %498 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %494, float %495, float %496, float %497, i32 %481, i32 %482, i32 %483, i32 %484, i32 %487, i32 %488) #5
  %499 = extractvalue { float, float, float, float } %498, 0
  %500 = extractvalue { float, float, float, float } %498, 1
  %501 = extractvalue { float, float, float, float } %498, 2
  %502 = extractvalue { float, float, float, float } %498, 3
  %503 = insertvalue { float, float, float, float } undef, float %499, 0
  %504 = insertvalue { float, float, float, float } %503, float %500, 1
  %505 = insertvalue { float, float, float, float } %504, float %501, 2
  %506 = insertvalue { float, float, float, float } %505, float %502, 3
  %lsr.iv.next76 = add nuw nsw i64 %lsr.iv75, 64
  %tmp77 = trunc i64 %lsr.iv.next76 to i32
  %exitcond.not = icmp eq i32 %tmp77, 512
  br i1 %exitcond.not, label %.loopexit, label %370

.loopexit:                                        ; preds = %370, %223, %64
  %507 = phi { float, float, float, float } [ %359, %223 ], [ %200, %64 ], [ %506, %370 ]
  %508 = shl nuw nsw i32 %13, 1
  %509 = zext nneg i32 %508 to i64
  %.idx5 = shl nuw nsw i64 %.zext10, 5
  %510 = getelementptr i8, ptr addrspace(1) %7, i64 %.idx5
  %.idx6 = mul nuw nsw i64 %.zext, 24576
  %511 = getelementptr i8, ptr addrspace(1) %510, i64 %.idx6
  %.idx7 = mul nuw nsw i64 %15, 1536
  %512 = getelementptr i8, ptr addrspace(1) %511, i64 %.idx7
  %513 = getelementptr [4 x i8], ptr addrspace(1) %512, i64 %509
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %514 = extractvalue { float, float, float, float } %507, 0
  %515 = extractvalue { float, float, float, float } %507, 1
  %516 = extractvalue { float, float, float, float } %507, 2
  %517 = extractvalue { float, float, float, float } %507, 3
  %518 = shl nuw nsw i32 %11, 4
  %519 = shl nuw nsw i32 %9, 5
  %520 = and i32 %519, 256
  %521 = and i32 %36, 128
  %522 = or disjoint i32 %518, %521
  %523 = or disjoint i32 %522, %520
  %524 = zext nneg i32 %523 to i64
  %525 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %524
  %526 = bitcast float %514 to i32
  %527 = bitcast float %515 to i32
  %528 = bitcast float %516 to i32
  %529 = bitcast float %517 to i32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %525, i32 %526, i32 %527, i32 %528, i32 %529)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %530 = lshr i32 %9, 1
  %531 = or i32 %530, %9
  %532 = and i32 %20, 112
  %533 = shl nuw nsw i32 %531, 3
  %534 = and i32 %533, 128
  %535 = or disjoint i32 %532, %534
  %536 = or disjoint i32 %535, %520
  %537 = zext nneg i32 %536 to i64
  %538 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %537
  %539 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %538)
  %540 = extractvalue { i32, i32 } %539, 0
  %541 = extractvalue { i32, i32 } %539, 1
  tail call void asm sideeffect "st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l"(i32 %540, i32 %541, ptr addrspace(1) %513) #5
  ret void
}

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #3 = { convergent nocallback nounwind memory(argmem: write) }
attributes #4 = { nounwind "nvvm.reqntid"="64,1,1" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
