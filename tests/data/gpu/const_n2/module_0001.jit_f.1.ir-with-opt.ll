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
define ptx_kernel void @gemm_fusion_dot_1(ptr noalias align 256 dereferenceable(4096) %arg0, ptr noalias align 16 dereferenceable(4096) %arg1, ptr noalias align 256 dereferenceable(4096) %arg2) local_unnamed_addr #4 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = and i32 %6, 3
  %8 = shl nuw nsw i32 %7, 2
  %9 = shl nuw nsw i32 %6, 3
  %10 = and i32 %9, 480
  %11 = or disjoint i32 %8, %10
  %12 = zext nneg i32 %11 to i64
  %13 = shl nuw nsw i64 %5, 7
  %14 = and i64 %13, 274877906432
  %15 = shl nuw nsw i64 %5, 3
  %16 = and i64 %15, 24
  %17 = shl nuw nsw i32 %7, 1
  %18 = or disjoint i32 %17, %10
  %19 = zext nneg i32 %18 to i64
  %invariant.gep = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %14
  %invariant.gep9 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %12
  %20 = shl nuw nsw i32 %6, 4
  %21 = shl nuw nsw i32 %6, 1
  %22 = and i32 %21, 48
  %23 = xor i32 %22, %20
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %24
  %26 = shl nuw nsw i32 %6, 6
  %27 = and i32 %26, 960
  %28 = and i32 %9, 48
  %29 = and i32 %6, 16
  %30 = xor i32 %28, %29
  %31 = or disjoint i32 %30, %27
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %32
  %34 = xor i32 %31, 32
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %35
  %37 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %16
  %invariant.gep11 = getelementptr [4 x i8], ptr addrspace(1) %37, i64 %19
  %38 = zext nneg i32 %9 to i64
  %39 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %38
  %40 = shl nuw nsw i32 %7, 5
  %41 = and i32 %6, 28
  %42 = or disjoint i32 %40, %41
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %43
  br label %45

45:                                               ; preds = %0, %45
  %46 = phi { float, float, float, float } [ zeroinitializer, %0 ], [ %278, %45 ]
  %47 = phi i1 [ true, %0 ], [ false, %45 ]
  %48 = phi i64 [ 0, %0 ], [ 1, %45 ]
  %.idx = shl nuw nsw i64 %48, 6
  %gep10 = getelementptr i8, ptr addrspace(1) %invariant.gep9, i64 %.idx
  %49 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %gep10) #8
  %50 = extractvalue { i32, i32, i32, i32 } %49, 0
  %51 = extractvalue { i32, i32, i32, i32 } %49, 1
  %52 = extractvalue { i32, i32, i32, i32 } %49, 2
  %53 = extractvalue { i32, i32, i32, i32 } %49, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %54 = insertelement <4 x i32> poison, i32 %50, i64 0
  %55 = insertelement <4 x i32> %54, i32 %51, i64 1
  %56 = insertelement <4 x i32> %55, i32 %52, i64 2
  %57 = insertelement <4 x i32> %56, i32 %53, i64 3
  store <4 x i32> %57, ptr addrspace(3) %25, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %58 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %33)
  %59 = extractvalue { i32, i32, i32, i32 } %58, 0
  %60 = bitcast i32 %59 to float
  %61 = extractvalue { i32, i32, i32, i32 } %58, 1
  %62 = bitcast i32 %61 to float
  %63 = extractvalue { i32, i32, i32, i32 } %58, 2
  %64 = bitcast i32 %63 to float
  %65 = extractvalue { i32, i32, i32, i32 } %58, 3
  %66 = bitcast i32 %65 to float
  %67 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %36)
  %68 = extractvalue { i32, i32, i32, i32 } %67, 0
  %69 = bitcast i32 %68 to float
  %70 = extractvalue { i32, i32, i32, i32 } %67, 1
  %71 = bitcast i32 %70 to float
  %72 = extractvalue { i32, i32, i32, i32 } %67, 2
  %73 = bitcast i32 %72 to float
  %74 = extractvalue { i32, i32, i32, i32 } %67, 3
  %75 = bitcast i32 %74 to float
  %76 = tail call float @llvm.nvvm.fabs.f32(float %60)
  %77 = fmul float %76, 0x4007154760000000
  %78 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %77)
  %79 = fadd float %78, 1.000000e+00
  %80 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %79) #9, !srcloc !4
  %81 = tail call float @llvm.fma.f32(float %80, float -2.000000e+00, float 1.000000e+00)
  %82 = fcmp oge float %76, 0x4022059680000000
  %83 = bitcast float %81 to i32
  %84 = select i1 %82, i32 1065353216, i32 %83
  %85 = and i32 %59, -2147483648
  %86 = or i32 %84, %85
  %87 = bitcast i32 %86 to float
  %88 = fmul float %60, %60
  %89 = tail call float @llvm.fma.f32(float %88, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %90 = tail call float @llvm.fma.f32(float %89, float %88, float 0x3FC10B2820000000)
  %91 = tail call float @llvm.fma.f32(float %90, float %88, float 0xBFD5553DA0000000)
  %92 = tail call float @llvm.fma.f32(float %91, float %88, float 0.000000e+00)
  %93 = tail call float @llvm.fma.f32(float %92, float %60, float %60)
  %94 = fcmp oge float %76, 0x3FE3333340000000
  %.01.i = select i1 %94, float %87, float %93
  %95 = tail call float @llvm.nvvm.fabs.f32(float %62)
  %96 = fmul float %95, 0x4007154760000000
  %97 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %96)
  %98 = fadd float %97, 1.000000e+00
  %99 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %98) #9, !srcloc !4
  %100 = tail call float @llvm.fma.f32(float %99, float -2.000000e+00, float 1.000000e+00)
  %101 = fcmp oge float %95, 0x4022059680000000
  %102 = bitcast float %100 to i32
  %103 = select i1 %101, i32 1065353216, i32 %102
  %104 = and i32 %61, -2147483648
  %105 = or i32 %103, %104
  %106 = bitcast i32 %105 to float
  %107 = fmul float %62, %62
  %108 = tail call float @llvm.fma.f32(float %107, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %109 = tail call float @llvm.fma.f32(float %108, float %107, float 0x3FC10B2820000000)
  %110 = tail call float @llvm.fma.f32(float %109, float %107, float 0xBFD5553DA0000000)
  %111 = tail call float @llvm.fma.f32(float %110, float %107, float 0.000000e+00)
  %112 = tail call float @llvm.fma.f32(float %111, float %62, float %62)
  %113 = fcmp oge float %95, 0x3FE3333340000000
  %.01.i2 = select i1 %113, float %106, float %112
  %114 = tail call float @llvm.nvvm.fabs.f32(float %64)
  %115 = fmul float %114, 0x4007154760000000
  %116 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %115)
  %117 = fadd float %116, 1.000000e+00
  %118 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %117) #9, !srcloc !4
  %119 = tail call float @llvm.fma.f32(float %118, float -2.000000e+00, float 1.000000e+00)
  %120 = fcmp oge float %114, 0x4022059680000000
  %121 = bitcast float %119 to i32
  %122 = select i1 %120, i32 1065353216, i32 %121
  %123 = and i32 %63, -2147483648
  %124 = or i32 %122, %123
  %125 = bitcast i32 %124 to float
  %126 = fmul float %64, %64
  %127 = tail call float @llvm.fma.f32(float %126, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %128 = tail call float @llvm.fma.f32(float %127, float %126, float 0x3FC10B2820000000)
  %129 = tail call float @llvm.fma.f32(float %128, float %126, float 0xBFD5553DA0000000)
  %130 = tail call float @llvm.fma.f32(float %129, float %126, float 0.000000e+00)
  %131 = tail call float @llvm.fma.f32(float %130, float %64, float %64)
  %132 = fcmp oge float %114, 0x3FE3333340000000
  %.01.i3 = select i1 %132, float %125, float %131
  %133 = tail call float @llvm.nvvm.fabs.f32(float %66)
  %134 = fmul float %133, 0x4007154760000000
  %135 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %134)
  %136 = fadd float %135, 1.000000e+00
  %137 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %136) #9, !srcloc !4
  %138 = tail call float @llvm.fma.f32(float %137, float -2.000000e+00, float 1.000000e+00)
  %139 = fcmp oge float %133, 0x4022059680000000
  %140 = bitcast float %138 to i32
  %141 = select i1 %139, i32 1065353216, i32 %140
  %142 = and i32 %65, -2147483648
  %143 = or i32 %141, %142
  %144 = bitcast i32 %143 to float
  %145 = fmul float %66, %66
  %146 = tail call float @llvm.fma.f32(float %145, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %147 = tail call float @llvm.fma.f32(float %146, float %145, float 0x3FC10B2820000000)
  %148 = tail call float @llvm.fma.f32(float %147, float %145, float 0xBFD5553DA0000000)
  %149 = tail call float @llvm.fma.f32(float %148, float %145, float 0.000000e+00)
  %150 = tail call float @llvm.fma.f32(float %149, float %66, float %66)
  %151 = fcmp oge float %133, 0x3FE3333340000000
  %.01.i4 = select i1 %151, float %144, float %150
  %152 = tail call float @llvm.nvvm.fabs.f32(float %69)
  %153 = fmul float %152, 0x4007154760000000
  %154 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %153)
  %155 = fadd float %154, 1.000000e+00
  %156 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %155) #9, !srcloc !4
  %157 = tail call float @llvm.fma.f32(float %156, float -2.000000e+00, float 1.000000e+00)
  %158 = fcmp oge float %152, 0x4022059680000000
  %159 = bitcast float %157 to i32
  %160 = select i1 %158, i32 1065353216, i32 %159
  %161 = and i32 %68, -2147483648
  %162 = or i32 %160, %161
  %163 = bitcast i32 %162 to float
  %164 = fmul float %69, %69
  %165 = tail call float @llvm.fma.f32(float %164, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %166 = tail call float @llvm.fma.f32(float %165, float %164, float 0x3FC10B2820000000)
  %167 = tail call float @llvm.fma.f32(float %166, float %164, float 0xBFD5553DA0000000)
  %168 = tail call float @llvm.fma.f32(float %167, float %164, float 0.000000e+00)
  %169 = tail call float @llvm.fma.f32(float %168, float %69, float %69)
  %170 = fcmp oge float %152, 0x3FE3333340000000
  %.01.i5 = select i1 %170, float %163, float %169
  %171 = tail call float @llvm.nvvm.fabs.f32(float %71)
  %172 = fmul float %171, 0x4007154760000000
  %173 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %172)
  %174 = fadd float %173, 1.000000e+00
  %175 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %174) #9, !srcloc !4
  %176 = tail call float @llvm.fma.f32(float %175, float -2.000000e+00, float 1.000000e+00)
  %177 = fcmp oge float %171, 0x4022059680000000
  %178 = bitcast float %176 to i32
  %179 = select i1 %177, i32 1065353216, i32 %178
  %180 = and i32 %70, -2147483648
  %181 = or i32 %179, %180
  %182 = bitcast i32 %181 to float
  %183 = fmul float %71, %71
  %184 = tail call float @llvm.fma.f32(float %183, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %185 = tail call float @llvm.fma.f32(float %184, float %183, float 0x3FC10B2820000000)
  %186 = tail call float @llvm.fma.f32(float %185, float %183, float 0xBFD5553DA0000000)
  %187 = tail call float @llvm.fma.f32(float %186, float %183, float 0.000000e+00)
  %188 = tail call float @llvm.fma.f32(float %187, float %71, float %71)
  %189 = fcmp oge float %171, 0x3FE3333340000000
  %.01.i6 = select i1 %189, float %182, float %188
  %190 = tail call float @llvm.nvvm.fabs.f32(float %73)
  %191 = fmul float %190, 0x4007154760000000
  %192 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %191)
  %193 = fadd float %192, 1.000000e+00
  %194 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %193) #9, !srcloc !4
  %195 = tail call float @llvm.fma.f32(float %194, float -2.000000e+00, float 1.000000e+00)
  %196 = fcmp oge float %190, 0x4022059680000000
  %197 = bitcast float %195 to i32
  %198 = select i1 %196, i32 1065353216, i32 %197
  %199 = and i32 %72, -2147483648
  %200 = or i32 %198, %199
  %201 = bitcast i32 %200 to float
  %202 = fmul float %73, %73
  %203 = tail call float @llvm.fma.f32(float %202, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %204 = tail call float @llvm.fma.f32(float %203, float %202, float 0x3FC10B2820000000)
  %205 = tail call float @llvm.fma.f32(float %204, float %202, float 0xBFD5553DA0000000)
  %206 = tail call float @llvm.fma.f32(float %205, float %202, float 0.000000e+00)
  %207 = tail call float @llvm.fma.f32(float %206, float %73, float %73)
  %208 = fcmp oge float %190, 0x3FE3333340000000
  %.01.i7 = select i1 %208, float %201, float %207
  %209 = tail call float @llvm.nvvm.fabs.f32(float %75)
  %210 = fmul float %209, 0x4007154760000000
  %211 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %210)
  %212 = fadd float %211, 1.000000e+00
  %213 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %212) #9, !srcloc !4
  %214 = tail call float @llvm.fma.f32(float %213, float -2.000000e+00, float 1.000000e+00)
  %215 = fcmp oge float %209, 0x4022059680000000
  %216 = bitcast float %214 to i32
  %217 = select i1 %215, i32 1065353216, i32 %216
  %218 = and i32 %74, -2147483648
  %219 = or i32 %217, %218
  %220 = bitcast i32 %219 to float
  %221 = fmul float %75, %75
  %222 = tail call float @llvm.fma.f32(float %221, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %223 = tail call float @llvm.fma.f32(float %222, float %221, float 0x3FC10B2820000000)
  %224 = tail call float @llvm.fma.f32(float %223, float %221, float 0xBFD5553DA0000000)
  %225 = tail call float @llvm.fma.f32(float %224, float %221, float 0.000000e+00)
  %226 = tail call float @llvm.fma.f32(float %225, float %75, float %75)
  %227 = fcmp oge float %209, 0x3FE3333340000000
  %.01.i8 = select i1 %227, float %220, float %226
  %.idx1 = shl nuw nsw i64 %48, 11
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep11, i64 %.idx1
  %228 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l"(ptr addrspace(1) %gep) #8
  %229 = extractvalue { i32, i32 } %228, 0
  %230 = extractvalue { i32, i32 } %228, 1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %231 = insertelement <2 x i32> poison, i32 %229, i64 0
  %232 = insertelement <2 x i32> %231, i32 %230, i64 1
  store <2 x i32> %232, ptr addrspace(3) %39, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %233 = load float, ptr addrspace(3) %44, align 4
  %sunkaddr = getelementptr inbounds i8, ptr addrspace(3) %44, i64 128
  %234 = load float, ptr addrspace(3) %sunkaddr, align 4
  %sunkaddr35 = getelementptr inbounds i8, ptr addrspace(3) %44, i64 256
  %235 = load float, ptr addrspace(3) %sunkaddr35, align 4
  %sunkaddr38 = getelementptr inbounds i8, ptr addrspace(3) %44, i64 384
  %236 = load float, ptr addrspace(3) %sunkaddr38, align 4
  %237 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %.01.i) #8
  %238 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %.01.i2) #8
  %239 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %.01.i3) #8
  %240 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %.01.i4) #8
  %241 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %.01.i5) #8
  %242 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %.01.i6) #8
  %243 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %.01.i7) #8
  %244 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %.01.i8) #8
  %245 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %233) #8
  %246 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %234) #8
  %247 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %235) #8
  %248 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %236) #8
  %249 = bitcast float %237 to i32
  %250 = bitcast float %238 to i32
  %251 = bitcast float %239 to i32
  %252 = bitcast float %240 to i32
  %253 = bitcast float %241 to i32
  %254 = bitcast float %242 to i32
  %255 = bitcast float %243 to i32
  %256 = bitcast float %244 to i32
  %257 = bitcast float %245 to i32
  %258 = bitcast float %246 to i32
  %259 = bitcast float %247 to i32
  %260 = bitcast float %248 to i32
  %261 = extractvalue { float, float, float, float } %46, 0
  %262 = extractvalue { float, float, float, float } %46, 1
  %263 = extractvalue { float, float, float, float } %46, 2
  %264 = extractvalue { float, float, float, float } %46, 3
  %265 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %261, float %262, float %263, float %264, i32 %249, i32 %250, i32 %251, i32 %252, i32 %257, i32 %258) #8
  %266 = extractvalue { float, float, float, float } %265, 0
  %267 = extractvalue { float, float, float, float } %265, 1
  %268 = extractvalue { float, float, float, float } %265, 2
  %269 = extractvalue { float, float, float, float } %265, 3
  %270 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %266, float %267, float %268, float %269, i32 %253, i32 %254, i32 %255, i32 %256, i32 %259, i32 %260) #8
  %271 = extractvalue { float, float, float, float } %270, 0
  %272 = extractvalue { float, float, float, float } %270, 1
  %273 = extractvalue { float, float, float, float } %270, 2
  %274 = extractvalue { float, float, float, float } %270, 3
  %275 = insertvalue { float, float, float, float } undef, float %271, 0
  %276 = insertvalue { float, float, float, float } %275, float %272, 1
  %277 = insertvalue { float, float, float, float } %276, float %273, 2
  %278 = insertvalue { float, float, float, float } %277, float %274, 3
  br i1 %47, label %45, label %279

279:                                              ; preds = %45
  %280 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %16
  %281 = getelementptr [4 x i8], ptr addrspace(1) %280, i64 %14
  %282 = getelementptr [4 x i8], ptr addrspace(1) %281, i64 %19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %283 = and i32 %20, 112
  %284 = shl nuw nsw i32 %6, 5
  %285 = and i32 %284, 256
  %286 = and i32 %9, 128
  %287 = or disjoint i32 %283, %285
  %288 = or disjoint i32 %287, %286
  %289 = zext nneg i32 %288 to i64
  %290 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %289
  %291 = bitcast float %271 to i32
  %292 = bitcast float %272 to i32
  %293 = bitcast float %273 to i32
  %294 = bitcast float %274 to i32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %290, i32 %291, i32 %292, i32 %293, i32 %294)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %295 = lshr i32 %6, 1
  %296 = or i32 %295, %6
  %297 = shl nuw nsw i32 %296, 3
  %298 = and i32 %297, 128
  %299 = or disjoint i32 %298, %287
  %300 = zext nneg i32 %299 to i64
  %301 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %300
  %302 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %301)
  %303 = extractvalue { i32, i32 } %302, 0
  %304 = extractvalue { i32, i32 } %302, 1
  tail call void asm sideeffect "st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l"(i32 %303, i32 %304, ptr addrspace(1) %282) #8
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nocallback nounwind memory(argmem: write) }
attributes #3 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { nounwind "nvvm.reqntid"="64,1,1" }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1}
!nvvm.annotations = !{}
!llvm.ident = !{!2}
!nvvmir.version = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!3 = !{i32 2, i32 0}
!4 = !{i32 21584}
