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

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) writeonly captures(none), i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: nounwind
define ptx_kernel void @gemm_fusion_dot_18(ptr noalias align 256 dereferenceable(524288) %arg0, ptr noalias align 256 dereferenceable(524288) %arg1, ptr noalias align 256 dereferenceable(1048576) %arg2) local_unnamed_addr #4 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = lshr i64 %5, 7
  %7 = lshr i64 %5, 4
  %8 = and i64 %7, 7
  %9 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = lshr i32 %9, 2
  %11 = and i32 %9, 3
  %12 = shl nuw nsw i32 %11, 2
  %13 = zext nneg i32 %10 to i64
  %14 = zext nneg i32 %12 to i64
  %15 = shl nuw nsw i64 %6, 13
  %16 = shl nuw nsw i64 %5, 3
  %17 = and i64 %16, 120
  %18 = shl nuw nsw i64 %13, 7
  %19 = shl nuw nsw i32 %11, 1
  %20 = zext nneg i32 %19 to i64
  %21 = or disjoint i64 %18, %20
  %.idx2 = shl nuw nsw i64 %8, 12
  %22 = getelementptr i8, ptr addrspace(1) %1, i64 %.idx2
  %invariant.gep = getelementptr [4 x i8], ptr addrspace(1) %22, i64 %15
  %.idx4 = shl nuw nsw i64 %13, 8
  %invariant.gep6 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %.idx4
  %invariant.gep8 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep6, i64 %14
  %23 = shl nuw nsw i32 %9, 4
  %24 = shl nuw nsw i32 %9, 1
  %25 = and i32 %24, 48
  %26 = xor i32 %25, %23
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %27
  %29 = shl nuw nsw i32 %9, 6
  %30 = and i32 %29, 960
  %31 = shl nuw nsw i32 %9, 3
  %32 = and i32 %31, 48
  %33 = and i32 %9, 16
  %34 = xor i32 %32, %33
  %35 = or disjoint i32 %34, %30
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %36
  %38 = xor i32 %35, 32
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %39
  %41 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %17
  %invariant.gep9 = getelementptr [4 x i8], ptr addrspace(1) %41, i64 %15
  %invariant.gep11 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep9, i64 %21
  %42 = zext nneg i32 %31 to i64
  %43 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %42
  %44 = shl nuw nsw i32 %11, 5
  %45 = and i32 %9, 28
  %46 = or disjoint i32 %44, %45
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %47
  %49 = getelementptr inbounds nuw i8, ptr addrspace(3) %48, i64 128
  %50 = getelementptr inbounds nuw i8, ptr addrspace(3) %48, i64 256
  %51 = getelementptr inbounds nuw i8, ptr addrspace(3) %48, i64 384
  %52 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %invariant.gep8) #5
  %53 = extractvalue { i32, i32, i32, i32 } %52, 0
  %54 = extractvalue { i32, i32, i32, i32 } %52, 1
  %55 = extractvalue { i32, i32, i32, i32 } %52, 2
  %56 = extractvalue { i32, i32, i32, i32 } %52, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %57 = insertelement <4 x i32> poison, i32 %53, i64 0
  %58 = insertelement <4 x i32> %57, i32 %54, i64 1
  %59 = insertelement <4 x i32> %58, i32 %55, i64 2
  %60 = insertelement <4 x i32> %59, i32 %56, i64 3
  store <4 x i32> %60, ptr addrspace(3) %28, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %61 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %37)
  %62 = extractvalue { i32, i32, i32, i32 } %61, 0
  %63 = bitcast i32 %62 to float
  %64 = extractvalue { i32, i32, i32, i32 } %61, 1
  %65 = bitcast i32 %64 to float
  %66 = extractvalue { i32, i32, i32, i32 } %61, 2
  %67 = bitcast i32 %66 to float
  %68 = extractvalue { i32, i32, i32, i32 } %61, 3
  %69 = bitcast i32 %68 to float
  %70 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %40)
  %71 = extractvalue { i32, i32, i32, i32 } %70, 0
  %72 = bitcast i32 %71 to float
  %73 = extractvalue { i32, i32, i32, i32 } %70, 1
  %74 = bitcast i32 %73 to float
  %75 = extractvalue { i32, i32, i32, i32 } %70, 2
  %76 = bitcast i32 %75 to float
  %77 = extractvalue { i32, i32, i32, i32 } %70, 3
  %78 = bitcast i32 %77 to float
  %79 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l"(ptr addrspace(1) %invariant.gep11) #5
  %80 = extractvalue { i32, i32 } %79, 0
  %81 = extractvalue { i32, i32 } %79, 1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %82 = insertelement <2 x i32> poison, i32 %80, i64 0
  %83 = insertelement <2 x i32> %82, i32 %81, i64 1
  store <2 x i32> %83, ptr addrspace(3) %43, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %84 = load float, ptr addrspace(3) %48, align 4
  %85 = load float, ptr addrspace(3) %49, align 4
  %86 = load float, ptr addrspace(3) %50, align 4
  %87 = load float, ptr addrspace(3) %51, align 4
  %88 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %63) #5
  %89 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %65) #5
  %90 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %67) #5
  %91 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %69) #5
  %92 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %72) #5
  %93 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %74) #5
  %94 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %76) #5
  %95 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %78) #5
  %96 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %84) #5
  %97 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %85) #5
  %98 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %86) #5
  %99 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %87) #5
  %100 = bitcast float %88 to i32
  %101 = bitcast float %89 to i32
  %102 = bitcast float %90 to i32
  %103 = bitcast float %91 to i32
  %104 = bitcast float %92 to i32
  %105 = bitcast float %93 to i32
  %106 = bitcast float %94 to i32
  %107 = bitcast float %95 to i32
  %108 = bitcast float %96 to i32
  %109 = bitcast float %97 to i32
  %110 = bitcast float %98 to i32
  %111 = bitcast float %99 to i32
  %112 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %100, i32 %101, i32 %102, i32 %103, i32 %108, i32 %109) #5
  %113 = extractvalue { float, float, float, float } %112, 0
  %114 = extractvalue { float, float, float, float } %112, 1
  %115 = extractvalue { float, float, float, float } %112, 2
  %116 = extractvalue { float, float, float, float } %112, 3
  %117 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %113, float %114, float %115, float %116, i32 %104, i32 %105, i32 %106, i32 %107, i32 %110, i32 %111) #5
  %118 = extractvalue { float, float, float, float } %117, 0
  %119 = extractvalue { float, float, float, float } %117, 1
  %120 = extractvalue { float, float, float, float } %117, 2
  %121 = extractvalue { float, float, float, float } %117, 3
  %gep.1 = getelementptr i8, ptr addrspace(1) %invariant.gep8, i64 64
  %122 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %gep.1) #5
  %123 = extractvalue { i32, i32, i32, i32 } %122, 0
  %124 = extractvalue { i32, i32, i32, i32 } %122, 1
  %125 = extractvalue { i32, i32, i32, i32 } %122, 2
  %126 = extractvalue { i32, i32, i32, i32 } %122, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %127 = insertelement <4 x i32> poison, i32 %123, i64 0
  %128 = insertelement <4 x i32> %127, i32 %124, i64 1
  %129 = insertelement <4 x i32> %128, i32 %125, i64 2
  %130 = insertelement <4 x i32> %129, i32 %126, i64 3
  store <4 x i32> %130, ptr addrspace(3) %28, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %131 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %37)
  %132 = extractvalue { i32, i32, i32, i32 } %131, 0
  %133 = bitcast i32 %132 to float
  %134 = extractvalue { i32, i32, i32, i32 } %131, 1
  %135 = bitcast i32 %134 to float
  %136 = extractvalue { i32, i32, i32, i32 } %131, 2
  %137 = bitcast i32 %136 to float
  %138 = extractvalue { i32, i32, i32, i32 } %131, 3
  %139 = bitcast i32 %138 to float
  %140 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %40)
  %141 = extractvalue { i32, i32, i32, i32 } %140, 0
  %142 = bitcast i32 %141 to float
  %143 = extractvalue { i32, i32, i32, i32 } %140, 1
  %144 = bitcast i32 %143 to float
  %145 = extractvalue { i32, i32, i32, i32 } %140, 2
  %146 = bitcast i32 %145 to float
  %147 = extractvalue { i32, i32, i32, i32 } %140, 3
  %148 = bitcast i32 %147 to float
  %gep12.1 = getelementptr i8, ptr addrspace(1) %invariant.gep11, i64 8192
  %149 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l"(ptr addrspace(1) %gep12.1) #5
  %150 = extractvalue { i32, i32 } %149, 0
  %151 = extractvalue { i32, i32 } %149, 1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %152 = insertelement <2 x i32> poison, i32 %150, i64 0
  %153 = insertelement <2 x i32> %152, i32 %151, i64 1
  store <2 x i32> %153, ptr addrspace(3) %43, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %154 = load float, ptr addrspace(3) %48, align 4
  %155 = load float, ptr addrspace(3) %49, align 4
  %156 = load float, ptr addrspace(3) %50, align 4
  %157 = load float, ptr addrspace(3) %51, align 4
  %158 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %133) #5
  %159 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %135) #5
  %160 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %137) #5
  %161 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %139) #5
  %162 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %142) #5
  %163 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %144) #5
  %164 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %146) #5
  %165 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %148) #5
  %166 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %154) #5
  %167 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %155) #5
  %168 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %156) #5
  %169 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %157) #5
  %170 = bitcast float %158 to i32
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
  %182 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %118, float %119, float %120, float %121, i32 %170, i32 %171, i32 %172, i32 %173, i32 %178, i32 %179) #5
  %183 = extractvalue { float, float, float, float } %182, 0
  %184 = extractvalue { float, float, float, float } %182, 1
  %185 = extractvalue { float, float, float, float } %182, 2
  %186 = extractvalue { float, float, float, float } %182, 3
  %187 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %183, float %184, float %185, float %186, i32 %174, i32 %175, i32 %176, i32 %177, i32 %180, i32 %181) #5
  %188 = extractvalue { float, float, float, float } %187, 0
  %189 = extractvalue { float, float, float, float } %187, 1
  %190 = extractvalue { float, float, float, float } %187, 2
  %191 = extractvalue { float, float, float, float } %187, 3
  %gep.2 = getelementptr i8, ptr addrspace(1) %invariant.gep8, i64 128
  %192 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %gep.2) #5
  %193 = extractvalue { i32, i32, i32, i32 } %192, 0
  %194 = extractvalue { i32, i32, i32, i32 } %192, 1
  %195 = extractvalue { i32, i32, i32, i32 } %192, 2
  %196 = extractvalue { i32, i32, i32, i32 } %192, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %197 = insertelement <4 x i32> poison, i32 %193, i64 0
  %198 = insertelement <4 x i32> %197, i32 %194, i64 1
  %199 = insertelement <4 x i32> %198, i32 %195, i64 2
  %200 = insertelement <4 x i32> %199, i32 %196, i64 3
  store <4 x i32> %200, ptr addrspace(3) %28, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %201 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %37)
  %202 = extractvalue { i32, i32, i32, i32 } %201, 0
  %203 = bitcast i32 %202 to float
  %204 = extractvalue { i32, i32, i32, i32 } %201, 1
  %205 = bitcast i32 %204 to float
  %206 = extractvalue { i32, i32, i32, i32 } %201, 2
  %207 = bitcast i32 %206 to float
  %208 = extractvalue { i32, i32, i32, i32 } %201, 3
  %209 = bitcast i32 %208 to float
  %210 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %40)
  %211 = extractvalue { i32, i32, i32, i32 } %210, 0
  %212 = bitcast i32 %211 to float
  %213 = extractvalue { i32, i32, i32, i32 } %210, 1
  %214 = bitcast i32 %213 to float
  %215 = extractvalue { i32, i32, i32, i32 } %210, 2
  %216 = bitcast i32 %215 to float
  %217 = extractvalue { i32, i32, i32, i32 } %210, 3
  %218 = bitcast i32 %217 to float
  %gep12.2 = getelementptr i8, ptr addrspace(1) %invariant.gep11, i64 16384
  %219 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l"(ptr addrspace(1) %gep12.2) #5
  %220 = extractvalue { i32, i32 } %219, 0
  %221 = extractvalue { i32, i32 } %219, 1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %222 = insertelement <2 x i32> poison, i32 %220, i64 0
  %223 = insertelement <2 x i32> %222, i32 %221, i64 1
  store <2 x i32> %223, ptr addrspace(3) %43, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %224 = load float, ptr addrspace(3) %48, align 4
  %225 = load float, ptr addrspace(3) %49, align 4
  %226 = load float, ptr addrspace(3) %50, align 4
  %227 = load float, ptr addrspace(3) %51, align 4
  %228 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %203) #5
  %229 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %205) #5
  %230 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %207) #5
  %231 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %209) #5
  %232 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %212) #5
  %233 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %214) #5
  %234 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %216) #5
  %235 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %218) #5
  %236 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %224) #5
  %237 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %225) #5
  %238 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %226) #5
  %239 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %227) #5
  %240 = bitcast float %228 to i32
  %241 = bitcast float %229 to i32
  %242 = bitcast float %230 to i32
  %243 = bitcast float %231 to i32
  %244 = bitcast float %232 to i32
  %245 = bitcast float %233 to i32
  %246 = bitcast float %234 to i32
  %247 = bitcast float %235 to i32
  %248 = bitcast float %236 to i32
  %249 = bitcast float %237 to i32
  %250 = bitcast float %238 to i32
  %251 = bitcast float %239 to i32
  %252 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %188, float %189, float %190, float %191, i32 %240, i32 %241, i32 %242, i32 %243, i32 %248, i32 %249) #5
  %253 = extractvalue { float, float, float, float } %252, 0
  %254 = extractvalue { float, float, float, float } %252, 1
  %255 = extractvalue { float, float, float, float } %252, 2
  %256 = extractvalue { float, float, float, float } %252, 3
  %257 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %253, float %254, float %255, float %256, i32 %244, i32 %245, i32 %246, i32 %247, i32 %250, i32 %251) #5
  %258 = extractvalue { float, float, float, float } %257, 0
  %259 = extractvalue { float, float, float, float } %257, 1
  %260 = extractvalue { float, float, float, float } %257, 2
  %261 = extractvalue { float, float, float, float } %257, 3
  %gep.3 = getelementptr i8, ptr addrspace(1) %invariant.gep8, i64 192
  %262 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %gep.3) #5
  %263 = extractvalue { i32, i32, i32, i32 } %262, 0
  %264 = extractvalue { i32, i32, i32, i32 } %262, 1
  %265 = extractvalue { i32, i32, i32, i32 } %262, 2
  %266 = extractvalue { i32, i32, i32, i32 } %262, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %267 = insertelement <4 x i32> poison, i32 %263, i64 0
  %268 = insertelement <4 x i32> %267, i32 %264, i64 1
  %269 = insertelement <4 x i32> %268, i32 %265, i64 2
  %270 = insertelement <4 x i32> %269, i32 %266, i64 3
  store <4 x i32> %270, ptr addrspace(3) %28, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %271 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %37)
  %272 = extractvalue { i32, i32, i32, i32 } %271, 0
  %273 = bitcast i32 %272 to float
  %274 = extractvalue { i32, i32, i32, i32 } %271, 1
  %275 = bitcast i32 %274 to float
  %276 = extractvalue { i32, i32, i32, i32 } %271, 2
  %277 = bitcast i32 %276 to float
  %278 = extractvalue { i32, i32, i32, i32 } %271, 3
  %279 = bitcast i32 %278 to float
  %280 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %40)
  %281 = extractvalue { i32, i32, i32, i32 } %280, 0
  %282 = bitcast i32 %281 to float
  %283 = extractvalue { i32, i32, i32, i32 } %280, 1
  %284 = bitcast i32 %283 to float
  %285 = extractvalue { i32, i32, i32, i32 } %280, 2
  %286 = bitcast i32 %285 to float
  %287 = extractvalue { i32, i32, i32, i32 } %280, 3
  %288 = bitcast i32 %287 to float
  %gep12.3 = getelementptr i8, ptr addrspace(1) %invariant.gep11, i64 24576
  %289 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l"(ptr addrspace(1) %gep12.3) #5
  %290 = extractvalue { i32, i32 } %289, 0
  %291 = extractvalue { i32, i32 } %289, 1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %292 = insertelement <2 x i32> poison, i32 %290, i64 0
  %293 = insertelement <2 x i32> %292, i32 %291, i64 1
  store <2 x i32> %293, ptr addrspace(3) %43, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %294 = load float, ptr addrspace(3) %48, align 4
  %295 = load float, ptr addrspace(3) %49, align 4
  %296 = load float, ptr addrspace(3) %50, align 4
  %297 = load float, ptr addrspace(3) %51, align 4
  %298 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %273) #5
  %299 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %275) #5
  %300 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %277) #5
  %301 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %279) #5
  %302 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %282) #5
  %303 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %284) #5
  %304 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %286) #5
  %305 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %288) #5
  %306 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %294) #5
  %307 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %295) #5
  %308 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %296) #5
  %309 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %297) #5
  %310 = bitcast float %298 to i32
  %311 = bitcast float %299 to i32
  %312 = bitcast float %300 to i32
  %313 = bitcast float %301 to i32
  %314 = bitcast float %302 to i32
  %315 = bitcast float %303 to i32
  %316 = bitcast float %304 to i32
  %317 = bitcast float %305 to i32
  %318 = bitcast float %306 to i32
  %319 = bitcast float %307 to i32
  %320 = bitcast float %308 to i32
  %321 = bitcast float %309 to i32
  %322 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %258, float %259, float %260, float %261, i32 %310, i32 %311, i32 %312, i32 %313, i32 %318, i32 %319) #5
  %323 = extractvalue { float, float, float, float } %322, 0
  %324 = extractvalue { float, float, float, float } %322, 1
  %325 = extractvalue { float, float, float, float } %322, 2
  %326 = extractvalue { float, float, float, float } %322, 3
  %327 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %323, float %324, float %325, float %326, i32 %314, i32 %315, i32 %316, i32 %317, i32 %320, i32 %321) #5
  %328 = extractvalue { float, float, float, float } %327, 0
  %329 = extractvalue { float, float, float, float } %327, 1
  %330 = extractvalue { float, float, float, float } %327, 2
  %331 = extractvalue { float, float, float, float } %327, 3
  %332 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %17
  %.idx = shl nuw nsw i64 %8, 13
  %333 = getelementptr i8, ptr addrspace(1) %332, i64 %.idx
  %.idx1 = shl nuw nsw i64 %6, 16
  %334 = getelementptr i8, ptr addrspace(1) %333, i64 %.idx1
  %335 = getelementptr [4 x i8], ptr addrspace(1) %334, i64 %21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %336 = and i32 %23, 112
  %337 = shl nuw nsw i32 %9, 5
  %338 = and i32 %337, 256
  %339 = and i32 %31, 128
  %340 = or disjoint i32 %336, %338
  %341 = or disjoint i32 %340, %339
  %342 = zext nneg i32 %341 to i64
  %343 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %342
  %344 = bitcast float %328 to i32
  %345 = bitcast float %329 to i32
  %346 = bitcast float %330 to i32
  %347 = bitcast float %331 to i32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %343, i32 %344, i32 %345, i32 %346, i32 %347)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %348 = lshr i32 %9, 1
  %349 = or i32 %348, %9
  %350 = shl nuw nsw i32 %349, 3
  %351 = and i32 %350, 128
  %352 = or disjoint i32 %351, %340
  %353 = zext nneg i32 %352 to i64
  %354 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %353
  %355 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %354)
  %356 = extractvalue { i32, i32 } %355, 0
  %357 = extractvalue { i32, i32 } %355, 1
  tail call void asm sideeffect "st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l"(i32 %356, i32 %357, ptr addrspace(1) %335) #5
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
